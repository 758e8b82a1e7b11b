// args: mca-static -mtriple=aarch64-unknown-linux-gnu -mcpu=cortex-a55 -instruction-tables
// the second colon starts a statement: LLVM's "unexpected token"
lbl ::
	nop
