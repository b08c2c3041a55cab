// AcWing 893, Set-Nim, as a contestant writes it: memoized sg() with a hash
// set of the options' values, heaps up to 10^4.
#include <cstdio>
#include <cstring>
#include <unordered_set>

const int N = 10010;
int k, s[110], f[N];

int sg(int x) {
    if (f[x] != -1) return f[x];
    std::unordered_set<int> seen;
    for (int i = 0; i < k; i++)
        if (x >= s[i]) seen.insert(sg(x - s[i]));
    for (int v = 0;; v++)
        if (!seen.count(v)) return f[x] = v;
}

int main() {
    if (scanf("%d", &k) != 1) return 1;
    for (int i = 0; i < k; i++)
        if (scanf("%d", &s[i]) != 1) return 1;
    int n;
    if (scanf("%d", &n) != 1) return 1;
    memset(f, -1, sizeof f);
    int x = 0;
    for (int i = 0; i < n; i++) {
        int h;
        if (scanf("%d", &h) != 1) return 1;
        x ^= sg(h);
    }
    puts(x ? "Yes" : "No");
    return 0;
}
