// AcWing 890, count multiples, as a contestant writes it: inclusion-exclusion
// over all 2^m subsets of the (prime) divisors, products capped at n.
#include <cstdio>

int main() {
    long long n;
    int m;
    if (scanf("%lld %d", &n, &m) != 2) return 1;
    long long p[64];
    for (int i = 0; i < m; i++)
        if (scanf("%lld", &p[i]) != 1) return 1;
    long long res = 0;
    for (long long mask = 1; mask < (1LL << m); mask++) {
        long long t = 1;
        int bits = 0;
        for (int j = 0; j < m; j++)
            if (mask >> j & 1) {
                bits++;
                if (t > n / p[j]) { t = -1; break; }
                t *= p[j];
            }
        if (t == -1) continue;
        res += (bits % 2 ? 1 : -1) * (n / t);
    }
    printf("%lld\n", res);
    return 0;
}
