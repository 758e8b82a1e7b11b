# Microcoded x87 transcendental instructions.
fsin
fcos
fptan
fpatan
f2xm1
fyl2x
fscale
frndint
