.ptrauth_abi_version 99
nop
