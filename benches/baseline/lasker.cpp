// HDU 3032, Lasker's Nim, as a contestant writes it: scanf each heap, XOR
// the closed form sg(x) (x, except 4k+3 -> 4k+4 and 4k+4 -> 4k+3).
#include <cstdio>

long long sg(long long x) {
    if (x % 4 == 0) return x - 1;
    if (x % 4 == 3) return x + 1;
    return x;
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        long long x = 0, a;
        for (int i = 0; i < n; i++) {
            if (scanf("%lld", &a) != 1) return 1;
            x ^= sg(a);
        }
        puts(x ? "Alice" : "Bob");
    }
    return 0;
}
