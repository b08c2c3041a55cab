// AcWing 891, Nim, as a contestant writes it: scanf each pile, XOR them.
#include <cstdio>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    unsigned long long x = 0, a;
    for (int i = 0; i < n; i++) {
        if (scanf("%llu", &a) != 1) return 1;
        x ^= a;
    }
    puts(x ? "Yes" : "No");
    return 0;
}
