// args: mca-sim -mtriple=arm64-apple-darwin -mcpu=apple-m1 -json -iterations=2
// JSON names the triple's own architecture spelling (arm64)
	add v0.4s, v1.4s, v2.4s
	ldr x0, [x1]
