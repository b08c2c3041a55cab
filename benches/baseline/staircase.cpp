// AcWing 892, staircase Nim, as a contestant writes it: XOR of the odd steps.
#include <cstdio>

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    unsigned long long x = 0, a;
    for (int i = 1; i <= n; i++) {
        if (scanf("%llu", &a) != 1) return 1;
        if (i % 2) x ^= a;
    }
    puts(x ? "Yes" : "No");
    return 0;
}
