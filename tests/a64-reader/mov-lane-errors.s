// args: mca-static -mtriple=aarch64-linux-gnu -mcpu=neoverse-n2 -instruction-tables
// v registers with a lane but no element size: LLVM's matcher fails at the lane or the operand after (Apple rows take only their own operand shapes)
	mov v0[1], w0
	mov v0[1], v1.s[0]
	mov q0, v0[1]
	mov v0[1], q0
	mov v0[1], v1[0]
	mov v0[1], #1
	mov v0, w0
	ins v0[1], w0
