# 32-bit mode in Intel syntax: the same ideas as stack-frame.s.
.intel_syntax noprefix
push ebp
mov ebp, esp
push 1
push dword ptr [ebp + 8]
inc eax
dec ecx
mov eax, dword ptr [foo]
mov dword ptr [bar], eax
call foo
call eax
call dword ptr [eax]
jmp dword ptr [4*eax + .Ltab]
movsd
rep stosd
lea ecx, [esp + 4]
leave
ret 8
