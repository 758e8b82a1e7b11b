# li-values.py SEED: the li values bench/riscv/li-compare feeds both tools.
import random, sys
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
vals = set()
M = (1 << 64) - 1
def s64(v):
    v &= M
    return v - (1 << 64) if v >> 63 else v
for _ in range(1500):
    vals.add(s64(random.getrandbits(64)))
for _ in range(800):  # sparse / masks / shifted
    w = random.randint(1, 40); sh = random.randint(0, 63)
    vals.add(s64(random.getrandbits(w) << sh))
    vals.add(s64(~(random.getrandbits(w) << sh)))
    a = random.randint(0, 63); b = random.randint(a, 63)
    m = ((1 << (b - a + 1)) - 1) << a
    vals.add(s64(m)); vals.add(s64(~m))
for _ in range(500):  # low 13 bits like 0x17ff, 0x1xxx
    v = random.getrandbits(64) & ~0x1fff | 0x1000 | random.getrandbits(11)
    vals.add(s64(v))
    v = (random.getrandbits(random.randint(13, 50)) << 13) | 0x1000 | random.getrandbits(11)
    vals.add(s64(v)); vals.add(s64(-v))
for _ in range(300):  # hi == lo halves, multiples of 3/5/9
    lo = random.getrandbits(32); vals.add(s64(lo | lo << 32))
    x = s64(random.getrandbits(31)) * random.choice([3, 5, 9]); vals.add(s64(x))
    x = (random.getrandbits(20) << 12) * random.choice([3, 5, 9]) + random.randint(-2048, 2047); vals.add(s64(x))
for v in sorted(vals):
    print("li a0, %d" % v)
