/* Small functions compiled into the committed test objects (funcs.*.o):
 * straight-line arithmetic, a loop, memory traffic and a call. */
long dot(const long *a, const long *b, int n)
{
    long s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

int mix(int a, int b, int c)
{
    return (a * 7 + b) ^ (c >> 3);
}

double poly(double x)
{
    return ((x * 3.0 + 2.0) * x - 1.5) * x + 0.25;
}

void copy4(int *restrict d, const int *restrict s)
{
    d[0] = s[0];
    d[1] = s[1];
    d[2] = s[2];
    d[3] = s[3];
}

static int helper(int x)
{
    return x * x + 1;
}

int calls(int x)
{
    return helper(x) + helper(x + 1);
}
