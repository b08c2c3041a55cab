// AcWing 1321, take one or merge, as a contestant writes it: memoized win/lose
// over (a = piles of one stone, b = stones + piles - 1 of the others),
// N <= 50 and piles <= 1000.
#include <cstdio>
#include <cstring>

const int A = 55, B = 50 * 1001 + 200;
signed char f[A][B];

bool win(int a, int b) {
    if (b == 1) return win(a + 1, 0);
    if (a == 0) return b % 2 == 1;
    signed char &v = f[a][b];
    if (v != -1) return v;
    if (!win(a - 1, b)) return v = 1;
    if (b > 0 && !win(a, b - 1)) return v = 1;
    if (a >= 2 && !win(a - 2, b ? b + 3 : 2)) return v = 1;
    if (b > 0 && !win(a - 1, b + 1)) return v = 1;
    return v = 0;
}

int main() {
    memset(f, -1, sizeof f);
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n, a = 0, b = 0;
        if (scanf("%d", &n) != 1) return 1;
        for (int i = 0; i < n; i++) {
            int x;
            if (scanf("%d", &x) != 1) return 1;
            if (x == 1) a++;
            else b += b ? x + 1 : x;
        }
        puts(win(a, b) ? "YES" : "NO");
    }
    return 0;
}
