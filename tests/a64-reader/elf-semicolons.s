// args: mca-sim -mtriple=aarch64-linux-gnu -mcpu=apple-m1 -iterations=10
// On ELF (and on aarch64-apple-linux) ';' separates statements
	add	x0, x1, x2 ; add x3, x4, x5
	mul x0, x0, x0; ldr x1, [x0, #8]
