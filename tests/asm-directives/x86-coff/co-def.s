.def main;
.scl 2;
.type 32;
.endef
nop
