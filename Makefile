# The two front-door commands: `make up` runs the whole product, `make test` runs every test.
.PHONY: up down restart logs test lint typecheck unit integration e2e bench eval-safety eval-companion

up:
	@bash infra/local/up.sh

down:
	@bash infra/local/down.sh

restart: down up

logs:
	@tail -n 50 -F .data/logs/*.log

test:
	@bash infra/local/test.sh

lint:
	npx biome check .

typecheck:
	npm run --silent typecheck

unit:
	npx vitest run --project unit --project frontend

integration:
	@bash infra/local/test.sh integration

e2e:
	@bash infra/local/test.sh e2e

bench:
	@bash bench/run.sh

# Safety engine and offline companion, measured on the labelled sets in services/chat/eval (reports beside them).
eval-safety:
	@npm run --silent -w services/chat eval-safety

eval-companion:
	@npm run --silent -w services/chat eval-companion
