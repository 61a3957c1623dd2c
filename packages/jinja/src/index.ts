export type * from "./ast.js";
export { LimitError, RaisedException, TemplateError, TemplateRuntimeError, TemplateSyntaxError } from "./errors.js";
export { Environment, Interpreter } from "./interpreter.js";
export { type LexerOptions as PreprocessOptions, type Token, type TokenType, tokenize } from "./lexer.js";
export { DEFAULT_LIMITS, type Limits } from "./limits.js";
export { parse } from "./parser.js";
export { Template, type TemplateOptions } from "./template.js";
