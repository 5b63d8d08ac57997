// The visitor table a TransformContext dispatches through (TypeScriptToLua's shape): one
// visitor per syntax kind, plus the two walks that are not one node's (an optional chain
// is translated from its root, a statement list hoists its function declarations).
import type { Visitors } from '../context.js';
import { expressionVisitors } from './expressions.js';
import { isFunctionValueCall, transformFunctionValueCall, transformStatementList } from './functions.js';
import {
  transformMemberAccess,
  transformUserCall,
  transformUserNew,
  transformUserInstanceof,
} from '../classes/references.js';
import { transformOptionalChain } from './optional-chain.js';
import { isOptionalChainRoot } from '../util/syntax.js';
import { statementVisitors } from './statements.js';

export const visitors: Visitors = {
  expressions: expressionVisitors,
  statements: statementVisitors,
  isOptionalChainRoot,
  optionalChain: transformOptionalChain,
  statementList: transformStatementList,
  project: {
    call: transformUserCall,
    newExpression: transformUserNew,
    memberAccess: transformMemberAccess,
    instanceOf: transformUserInstanceof,
    isFunctionValueCall,
    functionValueCall: transformFunctionValueCall,
  },
};
