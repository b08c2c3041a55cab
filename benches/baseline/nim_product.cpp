// Library Checker nim_product_64 as the textbook writes it: split both
// factors in halves below a Fermat 2-power F, use F (x) F = F ^ F/2, and
// recurse down to single bits; no tables. scanf / printf.
#include <cstdio>

typedef unsigned long long u64;

// a (x) b for a, b < 2^bits.
u64 nim_mul(u64 a, u64 b, int bits) {
    if (a <= 1 || b <= 1) return a * b;
    int half = bits / 2;
    u64 mask = (1ULL << half) - 1;
    u64 a1 = a >> half, a0 = a & mask, b1 = b >> half, b0 = b & mask;
    u64 low = nim_mul(a0, b0, half);
    u64 cross = nim_mul(a1 ^ a0, b1 ^ b0, half);
    u64 high = nim_mul(a1, b1, half);
    u64 high_half = nim_mul(high, 1ULL << (half - 1), half);
    return ((cross ^ low) << half) | (low ^ high_half);
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    for (int i = 0; i < t; i++) {
        u64 a, b;
        if (scanf("%llu %llu", &a, &b) != 2) return 1;
        printf("%llu\n", nim_mul(a, b, 64));
    }
    return 0;
}
