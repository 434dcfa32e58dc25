# The two front-door commands: `make up` runs the whole product, `make test` runs every test.
.PHONY: up down restart logs prometheus chaos test lint typecheck unit integration e2e bench eval-safety eval-companion \
	compose-check compose-up compose-down

up:
	@bash infra/local/up.sh

down:
	@bash infra/local/down.sh

# One recipe, not `restart: down up`: with `make -j` the two prerequisites could run at the same time.
restart:
	@bash infra/local/down.sh && bash infra/local/up.sh

logs:
	@bash infra/local/logs.sh $(P)

# Prometheus scraping the running stack with the rules of infra/prometheus (stopped by `make down`).
prometheus:
	@bash infra/local/prometheus.sh

# Chaos experiments against a local stack of their own (see chaos/README.md); run by `make test` too.
chaos:
	@bash chaos/run.sh

test:
	@bash infra/local/test.sh

# docker-compose.yml built and run for real on this machine, with stand-ins for the third-party images built
# from Debian's packages (no image registry answers here; infra/docker/README.md, "The local compose
# check"). compose-check builds, starts the stack with two chat workers, checks it through nginx as a
# visitor, then stops and removes it (also on failure). Not part of `make test`: run it before every
# change to infra/docker/ or docker-compose.yml is handed in.
compose-check:
	@bash infra/docker/local/run.sh check

# The same stack left running (http://127.0.0.1:18080), until `make compose-down` removes it.
compose-up:
	@bash infra/docker/local/run.sh up

compose-down:
	@bash infra/docker/local/run.sh down

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

# Safety engine and offline companion, measured on the labelled sets in services/safety/eval and services/chat/eval (reports beside them).
# The engine on single messages and short conversations, then what visitors meet in whole conversations
# (services/chat/eval/visitors); both run, and the target fails if either misses a target.
eval-safety:
	@s=0; npm run --silent -w services/safety eval-safety || s=1; \
	npm run --silent -w services/chat eval-visitors || s=1; exit $$s

# The offline companion: single-message cases, then whole conversations labelled turn by turn
# (services/chat/eval/companion); both run, and the target fails if either misses.
eval-companion:
	@s=0; npm run --silent -w services/chat eval-companion || s=1; \
	npm run --silent -w services/chat eval-conversations || s=1; exit $$s
