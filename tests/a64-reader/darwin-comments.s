// args: mca-sim -mtriple=arm64-apple-darwin -mcpu=apple-m1 -iterations=10
// Darwin's assembler (LLVM's Mach-O assembler info): ';' begins a comment,
// it does not separate statements, as clang -S for Apple targets writes it
; %bb.0:
	add	x0, x1, x2 ; add x3, x4, x5
	mul	x0, x0, x0                      ; =0x0
	# a '#' first in a statement is still a comment
	ldr	x1, [x0, #8]    ; load it
