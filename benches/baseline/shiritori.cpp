// ABC209 E, the textbook way: a map from three-letter strings to ids, an
// adjacency list of the reversed graph, out-degree counters and a queue.
#include <bits/stdc++.h>
using namespace std;
int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    cin >> n;
    vector<string> s(n);
    map<string, int> id;
    auto get = [&](const string &t) {
        auto it = id.find(t);
        if (it != id.end()) return it->second;
        int k = id.size();
        id[t] = k;
        return k;
    };
    vector<pair<int, int>> e(n);
    for (int i = 0; i < n; i++) {
        cin >> s[i];
        int a = get(s[i].substr(0, 3)), b = get(s[i].substr(s[i].size() - 3));
        e[i] = {a, b};
    }
    int m = id.size();
    vector<vector<int>> rev(m);
    vector<int> deg(m, 0), res(m, 0);  // 0 draw, 1 win, 2 lose
    for (auto &[a, b] : e) {
        rev[b].push_back(a);
        deg[a]++;
    }
    queue<int> q;
    for (int v = 0; v < m; v++)
        if (deg[v] == 0) res[v] = 2, q.push(v);
    while (!q.empty()) {
        int v = q.front();
        q.pop();
        for (int u : rev[v]) {
            if (res[u]) continue;
            if (res[v] == 2) {
                res[u] = 1;
                q.push(u);
            } else if (--deg[u] == 0) {
                res[u] = 2;
                q.push(u);
            }
        }
    }
    string out;
    for (int i = 0; i < n; i++) {
        int r = res[e[i].second];
        out += r == 2 ? "Takahashi\n" : r == 1 ? "Aoki\n" : "Draw\n";
    }
    fwrite(out.data(), 1, out.size(), stdout);
}
