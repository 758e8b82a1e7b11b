# aeskeygenassist and dpps: the simulation of llvm-mca 22 never ends on the
# alderlake and sapphirerapids models; regen-goldens lists those in hangs.tsv.
aeskeygenassist $1, %xmm5, %xmm6
aesenc %xmm6, %xmm7
dpps $255, %xmm0, %xmm1
addps %xmm1, %xmm2
