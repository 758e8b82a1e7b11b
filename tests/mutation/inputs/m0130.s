	vaesenc %xmm15,%xmm14,%xmm14
.L2423a0:
	vaesenc %xmm15,%xmm9,%xmm9
	vaesenc %xmm15,%xmm10,%xmm10
	vaesenc %xmm15,%