/* Scalar code: bit tricks, x87, atomics, switch tables, TLS, string ops. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

int arr[64];
long larr[64];
__thread int tls_counter;
struct big { char b[300]; };
_Atomic long counter;

int bits(unsigned x, unsigned long y)
{ return __builtin_ctz(x) + __builtin_clzl(y) + __builtin_popcount(x) + (int)__builtin_bswap32(x) + __builtin_parity(x); }
unsigned rot(unsigned x, int s) { return (x << s) | (x >> (32 - s)); }
unsigned long rot7(unsigned long x) { return (x << 7) | (x >> 57); }
__int128 mul128(__int128 a, __int128 b) { return a * b; }
unsigned __int128 div128(unsigned __int128 a, unsigned __int128 b) { return a / b; }
long double ld(long double a, long double b, int i) { return a * b + (long double)i - a / (b + 1.0L); }
long double ldcmp(long double a, long double b) { return a < b ? a : b; }
int sw(int x)
{
	switch (x) {
	case 0: return arr[3]; case 1: return arr[5] + 1; case 2: return tls_counter;
	case 3: return arr[7] * 3; case 4: return (int)larr[9]; case 5: return x * 77;
	case 6: return arr[x + 4]; default: return -1;
	}
}
long atom(long *p, long v)
{
	long old = __atomic_fetch_add(p, v, __ATOMIC_SEQ_CST);
	__atomic_compare_exchange_n(p, &old, v, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
	__atomic_fetch_or(p, 4, __ATOMIC_RELAXED);
	__atomic_fetch_and((int *)p, 4, __ATOMIC_RELAXED);
	__atomic_fetch_sub((short *)p, 1, __ATOMIC_RELAXED);
	__atomic_fetch_xor((char *)p, 1, __ATOMIC_RELAXED);
	counter++;
	return __atomic_exchange_n(p, old, __ATOMIC_SEQ_CST) + __atomic_add_fetch(p, 1, __ATOMIC_SEQ_CST);
}
void copy(struct big *a, const struct big *b) { *a = *b; }
void clear(struct big *a) { memset(a, 0, sizeof *a); }
int *addr(void) { return &arr[1]; }
long sel(long a, long b, int c) { return c > 3 ? a : b; }
int cond(int a, int b) { return (a < b) + (a == b) * 2 + ((unsigned)a > (unsigned)b) * 4; }
int divs(int a, unsigned b) { return a / 7 + (int)(b % 13u) + a / b; }
short sh(short a, signed char b, unsigned char c, unsigned short d) { return (short)(a * b + c - d); }
long tls(void) { return ++tls_counter; }
unsigned long mulhi(unsigned long a, unsigned long b) { return (unsigned long)(((unsigned __int128)a * b) >> 64); }
double cvt(long a, unsigned long b, int c) { return (double)a + (double)b + (float)c; }
long fcvt(double a, float b) { return (long)a + (long)b + (unsigned long)a; }
int bt(unsigned long x, int n) { return (x >> n) & 1; }
unsigned long bts(unsigned long x, int n) { return x | (1ul << n); }
int ffs_(int x) { return __builtin_ffs(x); }
void set8(char *p) { p[0] = 1; p[1] = (char)0xff; *(short *)(p + 2) = 0x1234; *(long *)(p + 8) = 0x123456789abcdefl; }
long fact(long n) { return n <= 1 ? 1 : n * fact(n - 1); }
