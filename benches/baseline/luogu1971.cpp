// Luogu P1971 (NOI 2011), as contestants write it: Kuhn's algorithm for the
// first matching (a DFS from every cell, the visited marks cleared each
// time), then per move: ban the hole's cell, and if it was matched, unmatch
// its mate and run Kuhn's DFS from the mate again (marks cleared): no
// augmenting path means the mover was winning.
#include <cstdio>
#include <cstring>

const int N = 42;
int n, m, k;
char g[N][N];
int match[N * N], vis[N * N], ban[N * N], win[2005];
int dx[4] = {1, -1, 0, 0}, dy[4] = {0, 0, 1, -1};

int id(int x, int y) { return x * m + y; }

bool dfs(int u) {
    int x = u / m, y = u % m;
    for (int d = 0; d < 4; d++) {
        int nx = x + dx[d], ny = y + dy[d];
        if (nx < 0 || ny < 0 || nx >= n || ny >= m) continue;
        int v = id(nx, ny);
        if (g[nx][ny] == 'X' || vis[v] || ban[v]) continue;  // 'X' marks a wall here
        vis[v] = 1;
        if (match[v] < 0 || dfs(match[v])) {
            match[v] = u;
            match[u] = v;
            return true;
        }
    }
    return false;
}

int main() {
    if (scanf("%d %d", &n, &m) != 2) return 1;
    int sx = 0, sy = 0;
    for (int i = 0; i < n; i++) {
        char row[64];
        if (scanf("%s", row) != 1) return 1;
        for (int j = 0; j < m; j++) {
            g[i][j] = row[j];
            if (row[j] == '.') sx = i, sy = j;
        }
    }
    // The vertices: the start, 'X' on the start's colour, 'O' on the other;
    // rewritten as '.', every other cell as the wall 'X'.
    int p = (sx + sy) & 1;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            bool vertex = (i == sx && j == sy) || (g[i][j] == 'X' && ((i + j) & 1) == p) ||
                          (g[i][j] == 'O' && ((i + j) & 1) != p);
            g[i][j] = vertex ? '.' : 'X';
        }
    memset(match, -1, sizeof match);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            if (g[i][j] == '.' && ((i + j) & 1) == p && match[id(i, j)] < 0) {
                memset(vis, 0, sizeof vis);
                dfs(id(i, j));
            }
    if (scanf("%d", &k) != 1) return 1;
    int hole = id(sx, sy);
    for (int i = 1; i <= 2 * k; i++) {
        ban[hole] = 1;
        int v = match[hole];
        if (v >= 0) {
            match[hole] = match[v] = -1;
            memset(vis, 0, sizeof vis);
            win[i] = !dfs(v);
        } else {
            win[i] = 0;
        }
        int x, y;
        if (scanf("%d %d", &x, &y) != 2) return 1;
        hole = id(x - 1, y - 1);
    }
    int count = 0;
    for (int i = 1; i <= k; i++)
        if (win[2 * i - 1] && win[2 * i]) count++;
    printf("%d\n", count);
    for (int i = 1; i <= k; i++)
        if (win[2 * i - 1] && win[2 * i]) printf("%d\n", i);
    return 0;
}
