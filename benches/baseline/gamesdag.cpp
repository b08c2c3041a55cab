// AGC016 F, Games on DAG, as a contestant writes it from the editorial:
// dp[S] over every vertex set S holding both of vertices 1, 2 or neither,
// summing over every submask T of S (the value-0 vertices, again both or
// neither), with a loop over all N vertices per (S, T) for the edges.
#include <cstdio>

const long long MOD = 1000000007;
int n, m, succ[15];
long long pw[128], dp[1 << 15];

static bool balanced(int s) { return (s & 1) == (s >> 1 & 1); }

int main() {
    if (scanf("%d %d", &n, &m) != 2) return 1;
    for (int i = 0; i < m; i++) {
        int x, y;
        if (scanf("%d %d", &x, &y) != 2) return 1;
        succ[x - 1] |= 1 << (y - 1);
    }
    pw[0] = 1;
    for (int i = 1; i < 128; i++) pw[i] = pw[i - 1] * 2 % MOD;
    dp[0] = 1;
    for (int s = 1; s < 1 << n; s++) {
        if (!balanced(s)) continue;
        for (int t = s; t; t = (t - 1) & s) {
            if (!balanced(t)) continue;
            int u = s ^ t;
            long long w = dp[u];
            for (int v = 0; v < n && w; v++) {
                if (u >> v & 1)  // at least one edge into T
                    w = w * (pw[__builtin_popcount(succ[v] & t)] - 1) % MOD;
                else if (t >> v & 1)  // any edges into U
                    w = w * pw[__builtin_popcount(succ[v] & u)] % MOD;
            }
            dp[s] = (dp[s] + w) % MOD;
        }
    }
    printf("%lld\n", (pw[m] - dp[(1 << n) - 1] + MOD) % MOD);
}
