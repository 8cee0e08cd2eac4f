/* jsdom plus the Fetch API classes jsdom lacks (Response, Headers, Request), taken from Node, so
   tests can build real responses for an injected fetch. `fetch` itself stays absent: tests inject it. */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchClasses extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['Response', 'Headers', 'Request']) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchClasses;
