// Codeforces 1091H, New Year and the Tricolore Recreation, as a contestant
// writes it (the editorial's method): a sieve for the moves k (primes and
// products of two primes, except f), then for every heap x the least v
// whose bitset R[v] lacks x, and R[v] |= S << x with std::bitset.
#include <bitset>
#include <cstdio>

const int N = 200000;
std::bitset<N> S, R[100];
int omega[N], g[N];

int main() {
    int n, f;
    if (scanf("%d %d", &n, &f) != 2) return 1;
    for (int i = 2; i < N; i++)
        if (omega[i] == 0)
            for (long long p = i; p < N; p *= i)
                for (long long j = p; j < N; j += p) omega[j]++;
    for (int k = 2; k < N; k++)
        if ((omega[k] == 1 || omega[k] == 2) && k != f) S[k] = 1;
    for (int x = 0; x < N; x++) {
        int v = 0;
        while (R[v][x]) v++;
        g[x] = v;
        R[v] |= S << x;
    }
    int sum = 0;
    for (int i = 0; i < n; i++) {
        int b, w, r;
        if (scanf("%d %d %d", &b, &w, &r) != 3) return 1;
        sum ^= g[w - b - 1] ^ g[r - w - 1];
    }
    puts(sum ? "Alice\nBob" : "Bob\nAlice");
    return 0;
}
