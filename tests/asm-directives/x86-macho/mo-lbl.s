Ltmp0:
nop
Ltmp0:
nop
