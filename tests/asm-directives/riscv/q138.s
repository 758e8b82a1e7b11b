.intel_syntax noprefix
add a0, a1, a2
