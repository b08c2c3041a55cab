// The seed's textbook memo (issue #31 req 3): a recursive sg() with an
// unordered_set of the options' values per position, on the subtraction
// game with the Fibonacci moves {1, 2, 3, 5, ..., 89}, every heap from 0 to
// 10^6 in turn. Prints `cpp-memo milliseconds checksum` (best of argv[1]
// runs, default 5).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unordered_set>
#include <vector>
using namespace std;
const int N = 1000000;
const int FIB[10] = {1, 2, 3, 5, 8, 13, 21, 34, 55, 89};
vector<int> f;

int sg(int h) {
    if (f[h] != -1) return f[h];
    unordered_set<int> s;
    for (int m : FIB)
        if (m <= h) s.insert(sg(h - m));
    int g = 0;
    while (s.count(g)) g++;
    return f[h] = g;
}

int main(int argc, char **argv) {
    int runs = argc > 1 ? atoi(argv[1]) : 5;
    double best = 1e18;
    long long sum = 0;
    for (int r = 0; r < runs; r++) {
        auto t = chrono::steady_clock::now();
        f.assign(N + 1, -1);
        sum = 0;
        for (int h = 0; h <= N; h++) sum += sg(h);
        double ms = chrono::duration<double, milli>(chrono::steady_clock::now() - t).count();
        if (ms < best) best = ms;
    }
    printf("cpp-memo %.2f %lld\n", best, sum);
}
