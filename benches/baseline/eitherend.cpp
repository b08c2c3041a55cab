// AcWing 1322, take from either end, as a contestant writes it: the interval
// DP with two n x n tables, l[i][j] and r[i][j], n <= 1000.
#include <cstdio>

const int N = 1005;
int a[N], l[N][N], r[N][N];

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        for (int i = 1; i <= n; i++)
            if (scanf("%d", &a[i]) != 1) return 1;
        for (int i = 1; i <= n; i++) l[i][i] = r[i][i] = a[i];
        for (int len = 2; len <= n; len++)
            for (int i = 1; i + len - 1 <= n; i++) {
                int j = i + len - 1;
                // l[i][j] from the interval i..j-1 and the pile a[j]
                int L = l[i][j - 1], R = r[i][j - 1], x = a[j];
                if (x == R) l[i][j] = 0;
                else if ((x < L && x < R) || (x > L && x > R)) l[i][j] = x;
                else if (L > R) l[i][j] = x - 1;
                else l[i][j] = x + 1;
                // r[i][j] from the interval i+1..j and the pile a[i]
                L = l[i + 1][j], R = r[i + 1][j], x = a[i];
                if (x == L) r[i][j] = 0;
                else if ((x < L && x < R) || (x > L && x > R)) r[i][j] = x;
                else if (R > L) r[i][j] = x - 1;
                else r[i][j] = x + 1;
            }
        puts(n == 1 || l[2][n] != a[1] ? "1" : "0");
    }
    return 0;
}
