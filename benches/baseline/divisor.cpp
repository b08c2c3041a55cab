// AtCoder ABC368 F, Dividing Game, as a contestant writes it: each value's
// Grundy value is its number of prime factors with multiplicity, found by
// trial division of that value alone.
#include <cstdio>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int a;
        if (scanf("%d", &a) != 1) return 1;
        int k = 0;
        for (int p = 2; p * p <= a; p++)
            while (a % p == 0) {
                a /= p;
                k++;
            }
        if (a > 1) k++;
        x ^= k;
    }
    puts(x ? "Anna" : "Bruno");
    return 0;
}
