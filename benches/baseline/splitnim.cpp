// AcWing 894, split Nim, as a contestant writes it: memoized sg() over all
// pairs of smaller piles, piles up to 100.
#include <cstdio>
#include <cstring>
#include <unordered_set>

int f[110];

int sg(int x) {
    if (f[x] != -1) return f[x];
    std::unordered_set<int> seen;
    for (int i = 0; i < x; i++)
        for (int j = 0; j <= i; j++) seen.insert(sg(i) ^ sg(j));
    for (int v = 0;; v++)
        if (!seen.count(v)) return f[x] = v;
}

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    memset(f, -1, sizeof f);
    int x = 0;
    for (int i = 0; i < n; i++) {
        int a;
        if (scanf("%d", &a) != 1) return 1;
        x ^= sg(a);
    }
    puts(x ? "Yes" : "No");
    return 0;
}
