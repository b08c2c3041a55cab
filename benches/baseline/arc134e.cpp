// ARC134 E, Modulo Nim, as a contestant writes it from the editorial: find
// the losing sets of multiples of 12 by memoized search over all 2^16
// subsets of {12, ..., 192}, then a DP over the sequence that tracks the
// exact set of values used (one state per subset), plus the three small
// losing sets {1}, {2}, {4, 8} counted by hand.
#include <cstdio>
#include <vector>

const long long MOD = 998244353;
const int K = 16;  // multiples of 12 up to 192
int lose[1 << K];  // -1 unknown, 0 wins, 1 loses

bool losing(int mask);

// The set left by x -> x mod m from the values in mask; returns whether the
// player to move there loses.
bool loses_after(int mask, int m) {
    std::vector<int> r;
    bool all12 = true;
    int sub = 0;
    for (int j = 0; j < K; j++)
        if (mask >> j & 1) {
            int v = 12 * (j + 1) % m;
            if (v == 0) continue;
            r.push_back(v);
            if (v % 12) all12 = false; else sub |= 1 << (v / 12 - 1);
        }
    if (r.empty()) return false;  // all zero: the player to move wins
    if (all12) return losing(sub);
    bool has1 = false, has2 = false, has4 = false, has8 = false, other = false;
    for (int v : r) {
        if (v == 1) has1 = true; else if (v == 2) has2 = true;
        else if (v == 4) has4 = true; else if (v == 8) has8 = true; else other = true;
    }
    if (other) return false;
    if (has1 && !has2 && !has4 && !has8) return true;
    if (has2 && !has1 && !has4 && !has8) return true;
    return has4 && has8 && !has1 && !has2;
}

bool losing(int mask) {
    if (lose[mask] != -1) return lose[mask];
    int top = 0;
    for (int j = 0; j < K; j++) if (mask >> j & 1) top = 12 * (j + 1);
    bool l = true;
    for (int m = 1; m <= top && l; m++)
        if (loses_after(mask, m)) l = false;
    lose[mask] = l;
    return l;
}

long long power(long long b, long long e) {
    long long r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD) if (e & 1) r = r * b % MOD;
    return r;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<int> a(n);
    for (int &x : a) if (scanf("%d", &x) != 1) return 1;
    for (int i = 0; i < (1 << K); i++) lose[i] = -1;
    long long all = 1;
    for (int x : a) all = all * x % MOD;
    long long bad = 0;
    // {1}: every value 1; {2}: every value 2; {4, 8}: values in {4, 8},
    // both used (all in {4, 8}, minus all 4, minus all 8).
    long long two = 1, only4 = 1, only8 = 1, both = 1;
    for (int x : a) {
        two = two * (x >= 2) % MOD;
        only4 = only4 * (x >= 4) % MOD;
        only8 = only8 * (x >= 8) % MOD;
        both = both * ((x >= 4) + (x >= 8)) % MOD;
    }
    bad = (1 + two + both - only4 - only8 + 2 * MOD) % MOD;
    // DP over subsets of multiples of 12.
    std::vector<long long> dp(1 << K, 0), next(1 << K);
    dp[0] = 1;
    for (int x : a) {
        std::fill(next.begin(), next.end(), 0);
        int top = x / 12;
        for (int mask = 0; mask < (1 << K); mask++) {
            if (!dp[mask]) continue;
            for (int j = 0; j < top && j < K; j++) {
                int to = mask | (1 << j);
                next[to] = (next[to] + dp[mask]) % MOD;
            }
        }
        dp.swap(next);
    }
    for (int mask = 1; mask < (1 << K); mask++)
        if (dp[mask] && losing(mask)) bad = (bad + dp[mask]) % MOD;
    printf("%lld\n", ((all - bad) % MOD + MOD) % MOD);
    return 0;
}
