// args: mca-static -mtriple=arm64-apple-macosx -mcpu=apple-m1 -instruction-tables
// Apple lists of bare v registers take any one stride: LLVM reads the first register and those after it
	ld1.4s	{v0, v2}, [x0]
	ld1.4s	{v0, v2, v4}, [x0]
	st1.2d	{v30, v0}, [x0]
	ld1.4s	{v0, v0}, [x0]
	ld2.4s	{v0, v2}, [x0]
	ld1.4s	{v9, v11}, [x0], #32
	st2.4s	{v31, v1}, [x0], x1
	ld4.4s	{v0, v2, v4, v6}, [x0]
