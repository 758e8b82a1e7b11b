# RV32 M extension.
mul a0, a1, a2
mulh a3, a0, a1
mulhu a4, a3, a0
div a5, a4, a1
remu a6, a5, a2
mul a0, a6, a0
