# Probe used by regen-goldens to find the triple a RISC-V CPU name runs with.
nop
