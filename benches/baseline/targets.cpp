// Luogu P6560, the textbook way: the reversed graph as adjacency lists,
// and per query a reverse BFS from the target and the dead ends with
// out-degree counters, all arrays reset; scanf for input.
#include <cstdio>
#include <vector>
using namespace std;
int main() {
    int n, m, q;
    if (scanf("%d %d %d", &n, &m, &q) != 3) return 1;
    vector<vector<int>> rev(n + 1);
    vector<int> out(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        rev[v].push_back(u);
        out[u]++;
    }
    vector<int> deg(n + 1), res(n + 1), queue(n + 1);
    while (q--) {
        int x, y;
        scanf("%d %d", &x, &y);
        int head = 0, tail = 0;
        for (int v = 1; v <= n; v++) {
            deg[v] = out[v];
            res[v] = 0;  // 0 draw, 1 win, -1 lose
            if (deg[v] == 0) res[v] = -1, queue[tail++] = v;
        }
        if (res[y] == 0) res[y] = -1, queue[tail++] = y;
        while (head < tail) {
            int v = queue[head++];
            for (int u : rev[v]) {
                if (res[u]) continue;
                if (res[v] == -1) {
                    res[u] = 1;
                    queue[tail++] = u;
                } else if (--deg[u] == 0) {
                    res[u] = -1;
                    queue[tail++] = u;
                }
            }
        }
        printf("%d\n", res[x]);
    }
}
