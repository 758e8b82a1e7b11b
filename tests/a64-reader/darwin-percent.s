// args: mca-static -mtriple=arm64-apple-macos13 -mcpu=apple-m1 -instruction-tables
// Darwin's statement separator %%
add x0, x1, x2 %% add x3, x4, x5
nop %% nop
%% nop %%%% nop %%
	mov x0, #1 %% ; comment %% nop
	// c %% nop
.p2align 2 %% nop
L1: %% b L1
"a%%b": nop
%%
add x0, x0, #100%%7
