/**
 * Generated conversations (conversation-cases.ts) over every real chat template, by Python Jinja2 and
 * by our engine.
 */

import { conversationCases } from "./conversation-cases.js";
import { defineDifferentialSuite, loadEngine } from "./differential.js";

defineDifferentialSuite("conversations", conversationCases(), await loadEngine());
