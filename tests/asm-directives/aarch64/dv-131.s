.globl main
.type main, @function
main:
.LFB0:
add x0, x1, x2
