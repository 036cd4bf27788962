/// <reference types="mocha" />
// The element tests run in Mocha (web-test-runner's default framework): its globals are typed here.
