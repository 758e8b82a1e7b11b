// args: mca-sim -mtriple=arm64_32-apple-watchos -mcpu=apple-s8 -iterations=10 -timeline
// arm64_32 (ILP32) on a Darwin OS: Apple printer
	add	v0.4s, v1.4s, v2.4s
	ldr	w2, [x0, #8]
	madd	w3, w2, w2, w1
