// POJ 2311, the cutting game, as a contestant writes it: memoized sg(w, h)
// over cuts that leave both parts at least 2 wide, sides up to 200.
#include <cstdio>
#include <cstring>

int f[205][205];

int sg(int w, int h) {
    if (f[w][h] != -1) return f[w][h];
    bool seen[512] = {false};
    for (int i = 2; i <= w - i; i++) seen[sg(i, h) ^ sg(w - i, h)] = true;
    for (int j = 2; j <= h - j; j++) seen[sg(w, j) ^ sg(w, h - j)] = true;
    int v = 0;
    while (seen[v]) v++;
    return f[w][h] = f[h][w] = v;
}

int main() {
    memset(f, -1, sizeof f);
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(sg(w, h) ? "WIN" : "LOSE");
    return 0;
}
