/* toy/toy.h: the toy dialect (toy.ops) for toyc: its generated accessors
 * and the hooks of toy/toy.c. */
#ifndef TOY_TOY_H
#define TOY_TOY_H

#include "core/asm.h"
#include "toy/toy_ops.h"

#endif
