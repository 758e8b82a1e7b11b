.ptrauth_abi_version 2
nop
