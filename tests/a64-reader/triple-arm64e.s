// args: mca-sim -mtriple=arm64e-apple-macos13 -mcpu=apple-m2 -json -iterations=10
// arm64e is a triple spelling of AArch64 (JSON -march "arm64e")
	pacia	x0, x1
	add	v0.4s, v1.4s, v2.4s
	ldr	x2, [x0, #8]
