// Luogu P4576 the textbook way (the contestants' search): a memoized
// minimax over (player to move, plies played, white's cell, black's cell)
// with the depth limited to 3n plies; scanf for input. A value k > 0 means
// the player to move wins in k plies, k < 0 loses in -k, 0 undecided
// within the limit.
#include <cstdio>
#include <vector>
using namespace std;
int n, limit;
vector<int> memo;  // [turn][plies][white][black], 1 << 30 = not yet known
const int UNKNOWN = 1 << 30;
const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};

int val(int turn, int plies, int w, int b) {
    int &slot = memo[((turn * (limit + 1) + plies) * n * n + w) * n * n + b];
    if (slot != UNKNOWN) return slot;
    int mover = turn == 0 ? w : b, other = turn == 0 ? b : w;
    int reach = turn == 0 ? 1 : 2;
    int r = mover / n, c = mover % n;
    vector<int> to;
    for (int d = 0; d < 4; d++)
        for (int s = 1; s <= reach; s++) {
            int rr = r + dr[d] * s, cc = c + dc[d] * s;
            if (rr < 0 || cc < 0 || rr >= n || cc >= n) break;
            int cell = rr * n + cc;
            if (cell == other) return slot = 1;
            to.push_back(cell);
        }
    if (plies == limit) return slot = 0;
    int win = 0, loss = 0;
    bool unknown = false;
    for (int cell : to) {
        int v = turn == 0 ? val(1, plies + 1, cell, b) : val(0, plies + 1, w, cell);
        if (v < 0) {
            if (win == 0 || 1 - v < win) win = 1 - v;
        } else if (v > 0) {
            if (v + 1 > loss) loss = v + 1;
        } else {
            unknown = true;
        }
    }
    if (win) return slot = win;
    if (unknown || to.empty()) return slot = 0;
    return slot = -loss;
}

int main() {
    int r1, c1, r2, c2;
    if (scanf("%d %d %d %d %d", &n, &r1, &c1, &r2, &c2) != 5) return 1;
    limit = 3 * n;
    memo.assign(2 * (limit + 1) * n * n * n * n, UNKNOWN);
    int v = val(0, 0, (r1 - 1) * n + c1 - 1, (r2 - 1) * n + c2 - 1);
    if (v > 0) printf("WHITE %d\n", v);
    else if (v < 0) printf("BLACK %d\n", -v);
    else printf("DRAW\n");
}
