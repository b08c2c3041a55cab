// Codeforces 1498F, Christmas Game, as a contestant writes it: XOR buckets
// by depth mod 2k over each subtree (one DFS), then rerooting (a second
// DFS); the root wins iff the buckets k..2k-1 XOR to non-zero.
#include <cstdio>
#include <vector>

const int N = 100005;
int n, k, a[N], down_[N][40], all_[N][40];
std::vector<int> g[N];

void dfs1(int v, int p) {
    down_[v][0] = a[v];
    for (int u : g[v]) {
        if (u == p) continue;
        dfs1(u, v);
        for (int r = 0; r < 2 * k; r++) down_[v][(r + 1) % (2 * k)] ^= down_[u][r];
    }
}

void dfs2(int v, int p) {
    for (int u : g[v]) {
        if (u == p) continue;
        for (int r = 0; r < 2 * k; r++) {
            int outside = all_[v][(r + 2 * k - 1) % (2 * k)] ^ down_[u][(r + 2 * k - 2) % (2 * k)];
            all_[u][r] = down_[u][r] ^ outside;
        }
        dfs2(u, v);
    }
}

int main() {
    if (scanf("%d %d", &n, &k) != 2) return 1;
    for (int i = 1; i < n; i++) {
        int x, y;
        if (scanf("%d %d", &x, &y) != 2) return 1;
        g[x].push_back(y);
        g[y].push_back(x);
    }
    for (int i = 1; i <= n; i++)
        if (scanf("%d", &a[i]) != 1) return 1;
    dfs1(1, 0);
    for (int r = 0; r < 2 * k; r++) all_[1][r] = down_[1][r];
    dfs2(1, 0);
    for (int v = 1; v <= n; v++) {
        int x = 0;
        for (int r = k; r < 2 * k; r++) x ^= all_[v][r];
        printf("%d%c", x ? 1 : 0, v == n ? '\n' : ' ');
    }
    return 0;
}
