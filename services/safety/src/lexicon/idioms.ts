/** Idioms and context markers shared by the English rules. */

/** Idioms removed before the rules run: they use the words of harm without meaning it. */
export const IDIOMS: RegExp[] = [
  // Hungry on purpose for a feast: "starving myself till tea bc nan is doing a full roast".
  /\bstarv\w* (?:myself )?(?:till|until|before|for) (?:tea|dinner|lunch|the roast|tonight|the buffet|the party|the wedding|christmas dinner|the feast)\b/g,
  // A baby's or a puppy's bite: "toddler bit my shoulder so hard it bled lol teething".
  /\b(?:toddler|baby|puppy|kitten|my son|my daughter|the kid)\b[^\n]{0,10}\bbit (?:me|my \w+)\b[^\n]{0,40}\b(?:bled|bleed|bleeding|blood)\b/g,
  // A body part or a wallet that writes its goodbye: "my liver has already written its goodbye letter".
  /\bmy (?:liver|wallet|bank account|bank balance|savings|knees|back|feet|kidneys|brain cells?|sleep schedule|dignity|diet)\b[^\n]{0,30}\b(?:goodbye|farewell|will|suicide note|last words)(?: letter| note)?\b/g,
  // A pet that bites or scratches while being given its pills: "the vet put my cat on pills ... she bit me so
  // hard i bled lol". The animal named before decides who "she" is.
  /(?=\b(?:she|he|it|shes|hes) (?:\w+ )?(?:bit|bites|biting|scratched|scratches|scratching|clawed|claws|attacked) me\b)(?<=\b(?:cat|cats|kitten|kitty|dog|dogs|puppy|pup|hamster|rabbit|bunny|parrot|ferret|tabby|vet|budgie|guinea pig)\b[\s\S]{0,200})\b(?:she|he|it|shes|hes) (?:\w+ )?(?:bit|bites|biting|scratched|scratches|scratching|clawed|claws|attacked) me\b/g,
  // "That's all" after a plain "i just miss him" makes the feeling small; alone at the end it can be final.
  /\b(?:i|im) (?:just|only) (?:miss|missed|love|loved|needed to (?:vent|talk|rant|say it)|wanted to (?:vent|talk|rant|say it|share)|feel (?:sad|low|down|flat|meh|off)|think about (?:him|her|them))\b[^.\n!?]{0,60}(?:[.!,]* |\n)(?:thats|that is) all\b/g,
  // Running off to the woods or a monastery is how people say they have had enough of the noise.
  /\b(?:(?:im|i am|i will|ill|i might|i may) )?(?:(?:going to|gonna|about to|just) )?(?:go (?:and )?)?(?:live|move|run away|retire|disappear) (?:in|to|into|off to) (?:a|the) (?:forest|woods|cave|cabin|mountains?|monastery|convent|desert island|island|desert|hut|yurt|commune|farm|lighthouse)\b/g,
  // Fainting at a needle or at the sight of blood is the body's common reflex, not an emergency.
  /\b(?:faint\w*|passed out|pass out|almost passed out|light ?headed)\b[^\n.]{0,60}\b(?:(?<!pins and )needles?|blood tests?|giving blood|give blood|injections?|jabs?|the shot|vaccines?|blood draws?|sight of (?:blood|the needle)|looking at (?:it|blood|the needle))\b|\b(?:gave|give|giving|donat\w*) blood\b[^\n]{0,80}\b(?:faint\w*|passed out)\b/g,
  // Kitchen and shaving cuts, told with what did it.
  /\bcut (?:myself|my (?:finger|thumb|hand|palm|knuckle|leg|chin)) (?:(?!again\b)\w+ )?(?:dicing|chopping|slicing|peeling|cutting|opening|shaving|carving|on (?:a|the|my) (?:tin|can|knife|mandoline|grater|glass|paper|box|razor|lid|blender))\b/g,
  // A birthday's eve: "my last day on earth as a 29 year old".
  /\blast day (?:on earth |alive )?as an? (?:\d+|[a-z]+(?:[ -][a-z]+)?) ?(?:year old|yr old|yo)\b/g,
  // Leaving a city for another: "goodbye forever dublin, hello melbourne".
  /\b(?:goodbye|bye|farewell|adios) (?:forever )?(?!(?:everyone|everybody|all|world|life|guys|yall|you|u|todos|mundo|vida)\b)[a-z]+(?: [a-z]+)?,? (?:hello|hola|hi) (?!(?:nothing|darkness|death|void|nada|muerte)\b)[a-z]+\b/g,
  // Cursing a sibling or a partner over clothes or chores: "keeps nicking my clothes im gonna strangle her",
  // "if i leave socks on the floor again shell kill me".
  /\b(?:keeps?|kept|always|keep on) (?:nicking|stealing|taking|borrowing|eating|using|wearing|finishing|hogging) (?:my|all my) \w+[^\n]{0,40}\b(?:im|i am|ill) (?:gonna|going to)? ?(?:strangle|kill|murder|throttle|end) (?:her|him|them)\b|\bif i (?:leave (?:(?:my|his|her|the) )?(?:socks|dishes|clothes|stuff|crumbs|a mess|mess|wet towels|towels|shoes|cups|mugs|toilet seat up|lights on|milk out|washing)|forget|eat|break|lose|spill|miss|am late|dont (?:wash|clean|do|take out|empty|hoover))\b[^\n]{0,50}\b(?:shell|hell|theyll|she will|he will|mum will|mom will|dad will|she is going to|hes going to|shes going to) (?:literally |actually )?(?:kill|murder|strangle) me\b/g,
  // Skydiving and killing the sourdough starter.
  /\b(?:me voy a tirar|me tiro|tirarme|me lance|me aviento|me voy a aventar) (?:en|de) (?:paracaidas|bungee|puenting|tirolesa|parapente)\b|\b(?:matar|mate|mato) (?:a )?(?:la masa madre|el sourdough|mis plantas|la planta|el cactus|la suculenta|el tamagotchi)\b/g,
  // Cuts at work with a knife or a saw, told with the trade ("my hands are covered in tiny nicks" at a
  // butchery apprenticeship, "me corte con el cuchillo de deshuesar").
  /\b(?:cut myself|cut my (?:finger|thumb|hand|palm)|nicks|nicked myself|me corte|me cortaba|me hice un corte)\b(?=[^\n]*\b(?:butcher\w*|carniceri\w*|knife skills|apprentice\w*|bandsaw|band saw|slicer|deshuesar|line cook|prep cook|chef|kitchen shift|on the line|cocina del restaurante|hedge trimmer)\b)/g,
  // How to get blood out of a carpet or a shirt.
  /\bhow (?:do|can|would|to) (?:i |you )?(?:get|clean|remove) (?:the |this )?blood (?:out|off)\b|\bblood (?:stains? )?(?:on|out of|off) (?:the |my |a )?(?:\w+ )?(?:carpet|rug|sofa|couch|sheets|mattress|shirt|jeans|floor)\b(?=[^\n]*\bhow (?:do|can|to) (?:i )?(?:get|clean|remove)\b)/g,
  // Cursing a sibling over food or things ("voy a matar a mi hermano, se comio mi pizza").
  /\b(?:voy a matar|lo voy a matar|la voy a matar|mato|quiero matar|lo quiero matar|la quiero matar|ganas de matar) (?:a )?(?:mi|mis) (?:hermano|hermana|hermanos|primo|prima|roomie|compa|novio|novia|esposo|esposa|hijo|hija)\b(?=[^\n]{0,20}\b(?:se (?:comio|acabo|tomo|llevo|puso|termino)|me (?:robo|quito|rompio|uso|agarro|gano|escondio))\b)/g,
  // A teacher or a coach who will "kill" with an exam or a workout ("el profe me va a matar con ese parcial").
  /\b(?:me|nos) (?:va|van) a matar con (?:ese|esa|este|esta|el|la|los|las|sus?|tanta|tanto) (?:\w+ )?(?:parcial|parciales|examen|examenes|prueba|pruebas|tarea|tareas|trabajo|proyecto|entrega|final|quiz|control|rutina|entrenamiento|ejercicios|lectura|lecturas)\b/g,
  // Climbing and rappelling ropes in Spanish.
  /\b(?:cuerda|soga) (?:de )?(?:escalada|escalar|rapel|rappel|alpinismo|seguridad)\b|\btop ?rope\b/g,
  // Heartbreak said as dying inside; a clinician's question about suicide answered no.
  /\b(?:(?:i )?feel like )?(?:im|i am|i was) dying inside\b/g,
  /\b(?:asked|asks|asking) (?:me )?(?:if|whether) i (?:ever |have ever |had ever |still )?(?:think|thought|have thought|had thoughts) (?:about|of) (?:suicide|killing myself|ending (?:it|my life)|self ?harm\w*)\b(?=[^\n]{0,12}\b(?:and )?i (?:said|told (?:her|him|them)) no\b)/g,
  // Dying on stage, at a speech or of embarrassment.
  /\b(?:im|i am|ill|i will) (?:going to |gonna )?die (?:up there|on stage|onstage|at the (?:speech|wedding|podium|mic)|of (?:embarrassment|shame|cringe|nerves))\b|\bme muero (?:en el escenario|de (?:la )?(?:verguenza|pena|nervios|cringe|risa))\b/g,
  // A goodbye to an old self, written in therapy.
  /\b(?:goodbye|farewell) to (?:that|the old|my old|my younger|the younger|the little) (?:version of me|me|self|version of myself|girl|boy)\b|\bletter to my (?:younger|older|future|past) self\b/g,
  // Props for a play: poison and a dagger "de utileria".
  /\b(?:veneno|daga|cuchillo|pistola|arma|sangre|soga|frasco(?: de veneno)?) (?:\w+ )?(?:de utileria|de plastico|de juguete|falsa|falso|de mentira|de carton)\b/g,
  // A pet put to sleep at the vet.
  /\b(?:dormirlo|dormirla|lo van a dormir|la van a dormir|sacrificarlo|sacrificarla|eutanasia|put (?:him|her|them) (?:down|to sleep)|putting (?:him|her|them) (?:down|to sleep))\b(?<=\b(?:veterinari[oa]|vet|hamster|perr[oa]|perrit[oa]|gat[oa]|gatit[oa]|conejo|cat|dog|rabbit|pet)\b[\s\S]{0,200})/g,
  // Jumping off a bridge on a bungee cord.
  /\bjump(?:ing)? off (?:a|the) (?:bridge|crane|platform|cliff)\b(?=[\s\S]{0,50}\b(?:bungee|on a cord|with a cord|harness|zipline|into the water for|cliff jumping)\b)/g,
  // Breaking up with someone named ("mañana termino todo con nico").
  /\btermin(?:o|ar|are|amos|e|aria) (?:todo )?con (?!(?:todo|mi vida|esto|la vida|pastillas|veneno|una soga|mi existencia|el sufrimiento|el dolor)\b)[a-z]+(?= *(?:$|[,.!?]|\n|porque|xq|ya no|hoy|manana))/g,
  // Hiding under a rock, changing country and identity, after an embarrassing day.
  /\b(?:esconder(?:me)?|me quiero esconder|hide) (?:debajo de una piedra|under a rock)\b|\bcambiar(?:me)? de (?:escuela|pais|nombre|identidad)(?: y de (?:escuela|pais|nombre|identidad))+\b/g,
  // Killing chickens or a pig on the farm.
  /\b(?:matar|mate|mato|matamos|kill(?:ed|ing)?) (?:\w+ ){0,2}(?:pollos|gallinas|chickens|hens|cerdo|cerdos|marrano|chivo|cordero|pavo|pavos|conejos|turkey|pig)\b/g,
  // A pet off its food is the vet's matter, not an eating disorder: "my dog stopped eating", or "he stopped
  // eating" with the animal or the vet named before it.
  /\b(?:cat|cats|kitten|kitty|dog|dogs|puppy|pup|hamster|rabbit|bunny|parrot|ferret|tabby|budgie|guinea pig|tortoise|horse|pony|gerbil|rat|snake|lizard|fish)(?: \w+)? (?:has |had |just )?(?:stopped eating|isnt eating|is not eating|not eating|wont eat|hasnt eaten|hasnt been eating)\b|(?=\b(?:she|he|it|shes|hes) (?:has |had |just )?(?:stopped eating|isnt eating|not eating|wont eat|hasnt eaten|hasnt been eating)\b)(?<=\b(?:cat|cats|kitten|kitty|dog|dogs|puppy|pup|hamster|rabbit|bunny|parrot|ferret|tabby|vet|budgie|guinea pig|tortoise|horse|pony)\b[\s\S]{0,200})\b(?:she|he|it|shes|hes) (?:has |had |just )?(?:stopped eating|isnt eating|not eating|wont eat|hasnt eaten|hasnt been eating)\b/g,
  // Nothing eaten before a blood test, a procedure or a religious fast: a doctor's or a faith's rule.
  /\b(?:havent|have not|hasnt|didnt|did not|not|cant|can not|cannot) (?:eaten|eat)\b[^\n]{0,80}\b(?:fasting|fasted|blood (?:tests?|work|draws?|sugar)|glucose test|surgery|operation|procedure|colonoscopy|endoscopy|anaesthe\w*|anesthe\w*|ramadan|yom kippur)\b|\b(?:fasting|blood (?:tests?|work)|glucose test|surgery|operation|procedure|colonoscopy|endoscopy|ramadan|yom kippur)\b[^\n]{0,80}\b(?:havent|have not|cant|can not|cannot|not allowed to|no) (?:eaten|eat|eating|food)\b/g,
  // A half-dead bird or mouse the cat brought in, finished off.
  /\b(?:half dead|injured|dying|half eaten) (?:bird|mouse|rat|pigeon|rabbit|fish|squirrel|vole|frog)\b[^\n]{0,60}\bfinish (?:it|him|her|them) off\b/g,
  // Words, not things, thrown: "everyone's throwing acronyms at me".
  /\b(?:throw\w*|threw) (?:\w+ )?(?:acronyms|jargon|questions|emails|tasks|work|deadlines|names|numbers|curveballs?|shade|ideas|buzzwords|terms|facts|stats|compliments|insults|money|problems|tickets|requests|receipts?|(?:a|the|his|her) receipt|(?:his|her|the) card|change|coins|paper|(?:a|the) pen) at (?:me|us)\b/g,
  // Surprise and farewells of the everyday: "nearly fell off the chair", "he kissed me goodbye".
  /\b(?:nearly|almost) fell off (?:my|the) (?:chair|seat|sofa|couch|bed|stool)\b|\b(?:kissed|waved|hugged) (?:me|him|her|them|us) goodbye\b/g,
  // A small child who hits, kicks or bites in play or a tantrum: "my little brother keeps hitting me with his
  // toy truck, he's 3", "my toddler bit me again". The child goes; an adult named in the message stays.
  /\b(?:little|baby|younger|lil|toddler) (?:brother|bro|sister|sis|cousin|nephew|niece|son|daughter)\b[^\n]{0,40}\b(?:hit|hits|hitting|kick|kicks|kicking|kicked|bit|bites|biting|punch|punches|punched|smack\w*|slap\w*|whack\w*|thump\w*|headbutt\w*|scratch\w*) me\b(?=[^\n]*\b(?:toys?|plastic|foam|nerf|legos?|pillow|teddy|sword|lightsaber|truck|blocks?|spoon|bottle|rattle|remote|tantrum|(?:hes|shes|theyre|is|aged?) (?:[1-7]|one|two|three|four|five|six|seven)|(?:[1-7]|one|two|three|four|five|six|seven) ?(?:years? old|yo|yrs? old)|lol|lmao|haha\w*|pirate|superhero|ninja)\b)|\b(?:my )?(?:toddler|baby|(?:[1-7]|one|two|three|four|five|six|seven) ?(?:years? old|yo|yr old|month old))\b[^\n]{0,30}\b(?:hit|hits|hitting|kick\w*|bit|bites|biting|punch\w*|smack\w*|slap\w*|whack\w*|headbutt\w*|scratch\w*) me\b/g,
  // A goodbye said to someone dying or leaving, or to a pet the vet will put to sleep: theirs, not the
  // writer's ("my nan is in the hospice, days now. i want to say goodbye to her properly").
  /\b(?:say|said|saying|to say) (?:a )?(?:proper |last |final |my )?goodbyes? to (?:my |our |his |her |their )?(?:nan|nana|nanna|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|mum|mom|dad|mother|father|aunt|auntie|uncle|cousin|friend|brother|sister|wife|husband|partner|dog|cat|pet|puppy|kitten|horse|rabbit|her|him|them)\b(?=[\s\S]{0,160}\b(?:hospice|palliative|dying|the vet|put (?:him|her|them) (?:to sleep|down)|puts (?:him|her|them) (?:to sleep|down)|before (?:she|he|they) (?:dies|die|passes|pass|goes)|funeral|last days)\b)|(?=\b(?:say|said|saying|to say) )(?<=\b(?:hospice|palliative|dying|days (?:left|now)|weeks (?:left|now)|the vet|end of life|passing)\b[\s\S]{0,160})\b(?:say|said|saying|to say) (?:a )?(?:proper |last |final |my )?goodbyes? to (?:my |our |his |her |their )?(?:nan|nana|nanna|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|mum|mom|dad|mother|father|aunt|auntie|uncle|cousin|friend|brother|sister|wife|husband|partner|dog|cat|pet|puppy|kitten|horse|rabbit|her|him|them)\b/g,
  // Things hidden from a sibling: "hiding all my stuff in my wardrobe from now on".
  /\bhiding (?:all )?my (?:stuff|things|headphones|snacks|charger|makeup|clothes|sweets|chocolate|games?)\b/g,
  // Someone who can no longer hurt the writer is relief told, not danger now.
  /\b(?:she|he|they|it|that|nobody|no one) (?:can'?t|cannot|can no longer|won'?t|will never) hurt (?:me|us) (?:anymore|any more|now|again)\b/g,
  // Skin jumped out of, a will made at 65, a dog's pills hidden in cheese, a threat over a spoiled show.
  /\bjump out of my (?:skin|seat|chair)\b/g,
  /\b(?:writing|wrote|making|made|updat\w*) (?:my|our|a) will\b(?=[^\n]*\b(?:\d{2}|retire\w*|lawyer|solicitor|kids|grandkids|twins|baby|mortgage|house|responsible|morbid|estate|executor)\b)/g,
  /\b(?:pills?|tablets?|meds)\b(?=[^\n]*\b(?:in (?:cheese|peanut butter|a treat|ham|pill pockets?)|pill pockets?)\b)/g,
  /\b(?:spoil\w*|ate|stole|took|borrowed|finished|drank|broke|used) (?:\w+ ){0,5}(?:ending|finale|show|episode|series|leftovers|fries|snacks?|charger|hoodie|lego|controller|remote|shampoo|chocolate|cake|last slice)\b[^\n]{0,40}\b(?:im going to|gonna|going to|ill|i will|i could) (?:kill|murder|strangle) (?:him|her|them)\b/g,
  // Ordinary reasons for words of danger: work on a roof, vitamins laid out, abseiling, bungee jumping, the
  // last message of the night.
  /\b(?:im |i am |up |out )?on the roof\b(?=[^\n]*\b(?:gutters?|aerial|antenna|satellite|solar|tiles?|shingles?|chimney|moss|ladder|leak|fixing|repair\w*|cleaning|clearing)\b)/g,
  /\b(?:pills|tablets) (?:all )?(?:lined up|laid out|sorted|counted out)\b(?=[^\n]*\b(?:vitamins?|supplements?|pill ?(?:box|organi[sz]er)|for the week|iron|b12)\b)/g,
  /\bbungee (?:jump|jumping|jumped)\b(?: (?:off|from) (?:a |the )?\w+)?/g,
  /\b(?:this is )?my last (?:message|text|msg) (?:for (?:tonight|today|now|a (?:bit|while|few days))|before (?:bed|i sleep|my flight|the flight))\b/g,
  // Tired, bored or playing: "ill sleep when im dead", "kms this lecture is 3 hours", a pillow fight.
  /\b(?:ill|i will|i can|i ll) sleep when (?:im|i am) dead\b/g,
  /\b(?:kms|kys)\b(?= (?:this|the|my) (?:\w+ )?(?:lecture|class|meeting|queue|line|homework|exam|shift|commute|traffic|wifi|game|song|show|teacher|boss|essay)s? (?:is|was|are)\b)/g,
  /\bhit (?:me|him|her|us) with (?:a|his|her|my) (?:pillow|cushion|snowball|water balloon|nerf \w+|sock|towel|balloon)\b/g,
  /\b(?:jump|jumping|jumped) (?:off|from) (?:the )?(?:top |high |10m |10 m |5m |diving |springboard )?(?:board|diving board|springboard|top board|high board)\b/g,
  /\bropes?\b(?=[^\n]*\b(?:tyre swing|tire swing|rope swing|hammock|washing line|clothesline|tug of war|skipping|tow|climbing wall|boat|abseil\w*|rappel\w*|climbing (?:club|gym|trip|course|group))\b)/g,
  /\b(?:shoot|shot|shooting) (?:my ?self|myself) in the foot\b/g,
  /\bcut(?:ting)? (?:my ?self|myself|me) (?:\w+ ){0,3}(?:slice|piece|break|slack|deal|portion)\b/g,
  /\b(?:cut|hurt|burn|burned|burnt|cutting|hurting|injured|injure|hit) (?:my ?self|myself) (?:shaving|cooking|chopping|baking|gardening|(?:while|when) \w+ing|at the|at work|at the gym|playing|on (?:a|the|my)|in the kitchen|by accident|accidentally|lifting|running|skiing|skating|falling|with (?:a|the) (?:paper|kitchen|oven|pan|stove))\b/g,
  /\baccidentally (?:cut|hurt|burned|burnt|hit|injured) (?:my ?self|myself)\b/g,
  // Marks with an everyday source named: "little burns from the flat top, normal for cooks".
  /\b(?:(?:covered in|full of|all) (?:\w+ )?)?(?:burns?|burnt|burned|cuts|nicks|blisters|scars) (?:\w+ ){0,2}from (?:the |a |an |my |our )?(?:\w+ )?(?:flat ?top|grill|griddle|oven|ovens|stove|hob|fryer|fryers|pans?|trays?|kitchen|line|work|job|shifts?|iron|curling (?:iron|wand)|straighteners|hot glue|glue gun|soldering|welding|exhaust|cooking|baking|the sun|sunburn|climbing|bouldering|rope|barbed wire|brambles|thorns|roses|gardening|cat|kitten|puppy)\b/g,
  /\b(?:die|died|dying|dead|death) (?:of|from) (?:laughter|laughing|embarrassment|cringe|boredom|shame|cuteness|excitement|hunger|thirst|heat|curiosity|jealousy|happiness|the cold|the heat|suspense|envy|stress|exhaustion|nerves|anticipation)\b/g,
  // Beaten at a game: "we played two games of rummy and she beat me".
  /\b(?:beat|beats|thrashed|destroyed|crushed|smashed|slaughtered) (?:me|us)\b(?=[^\n]*\b(?:at|in) (?:\w+ ){0,2}(?:games?|cards|chess|rummy|scrabble|monopoly|uno|poker|tennis|pool|darts|golf|quiz|race|fifa|mario ?kart)\b)/g,
  /\b(?:games?|rummy|cards|chess|scrabble|monopoly|poker|match|round|race|quiz)\b[^\n]{0,80}?\b(?:beat|beats|thrashed|destroyed|crushed|smashed) (?:me|us)\b/g,
  /\b(?:(?:would|could|id|i) )?(?:rather|sooner) die than\b/g,
  // "i could strangle my brother" over broken headphones: anger said the way people say it, unless a weapon
  // or a plan is in the same clause.
  /\bi could (?:literally |honestly |actually |just |seriously )?(?:strangle|kill|murder|throttle|smack|slap|punch|choke|scream at) (?:him|her|them|my (?:little |big |older |younger )?(?:brother|sister|mom|mum|dad|boss|roommate|flatmate|husband|wife|bf|gf|boyfriend|girlfriend|kids?|son|daughter|cat|dog|neighbou?r|teacher|coworker|manager|cousin))\b(?![^\n]*\b(?:gun|knife|blade|bat|hammer|weapon|tonight|plan\w*|going to|gonna)\b)/g,
  /(?<!\b(?:want|wanna|ready|going|need|deserve|just want) )\bto die for\b(?! real)/g,
  /\b(?:die|dying) for (?:a|an|some|this|that|the|these|those|more|pizza|tacos?|coffee|chocolate|it)\b/g,
  // A threat on a small want ("si no me dan cafe en 10 minutos me tiro por la ventana", "if i dont get coffee
  // soon im jumping out the window") is the want said loudly.
  /\b(?:si no|if i (?:dont|do not|cant)|if (?:they|someone|nobody|no one) (?:dont|doesnt|do not) (?:get|bring|give) me) (?:me )?(?:dan|traen|tomo|hay|consigo|llega|como|get|have|find|bring|give me)? ?(?:\w+ ){0,3}(?:cafe|coffee|comida|food|chocolate|pizza|azucar|sugar|cafeina|caffeine|helado|ice cream|tacos?|cerveza|beer|mate|wifi|internet|vacaciones|holiday|vacation|siesta|nap|snacks?)\b[^\n]{0,40}\b(?:me (?:tiro|mato|muero|aviento)|(?:im|i am|i will|ill|i'?m gonna|im going to) (?:jump\w*|kill myself|die|throw myself))\b[^\n.!?]*/g,
  /\bdying (?:to|for) \w+/g,
  /\bkill(?:s|ing|ed)? (?:some |a bit of |an hour of )?time\b/g,
  /\bbeat(?:ing)? (?:my ?self|myself|yourself|herself|himself) up\b(?! (?:with|physically|until|till))/g,
  /\b(?:slaps|bangs|hits) (?:so )?(?:hard|different)\b[^\n]{0,30}?\bi (?:want to|wanna) die\b/g,
  /\b(?:dying|died|dead|die) laughing\b/g,
  /\b(?:nearly |almost )?kill(?:ed|ing)? (?:my ?self|myself) laughing\b/g,
  /\b(?:going to|gonna|will|ill|im going to|im gonna) (?:kill|strangle|murder|throttle|end) (?:him|her|them|my \w+) if (?:he|she|they) (?:takes?|eats?|touch(?:es)?|uses?|borrows?|steals?|finish(?:es)?|drinks?|spoils?|wears?) (?:my|the)\b/g,
  /\btonight is the night\b(?=[\s\S]{0,80}\b(?:propos\w*|prom|date night|first date|party|concert|premiere|opening night|launch|wish me luck|gig|match|final|ask (?:her|him|them) out|asking (?:her|him|them)|so excited)\b)/g,
  /\bkill(?:ing|ed|s)? (?:time|it|the (?:lights|vibe|mood|game|engine|music))\b/g,
  /\b(?:is|are|was|were|its|it is) (?:literally )?killing me\b/g,
  /\bsuicide (?:squad|mission|doors?|run|runs|king|lane|sprints?|drills?|sauce|bid)\b/g,
  /\bover my dead body\b/g,
  /\bshoot (?:my|your|his|her|our|their) shot\b/g,
  /\b(?:hell|shell|theyll|hed|shed|theyd|he will|she will|they will|he would|she would|they would|(?:hes|shes|theyre) (?:gonna|going to)|would) (?:literally )?(?:kill|strangle|murder|throttle) me if (?:im late|im ever late|i (?:spoil|am late|am ever late|come home late|get home late|forget|miss|missed|drop|dropped|eat|break|lose|scratch|dent|tell (?:anyone|him|her|them) about the (?:surprise|party|gift|ending)))\b/g,
  // A will made with a lawyer for the grandchildren is estate planning, not a goodbye (the look-ahead
  // may read on into the next sentence; only the words "wrote my will" are removed).
  /\b(?:wrote|write|writing|written|made|make|making|update|updating|updated|finish|finished|sign|signed) (?:my|a|our) (?:will|living will)\b(?=(?:\s+\w+){0,14}\s+(?:executor|lawyer|attorney|estate|notary|grandkids|grandchildren|official|witness|witnesses|probate|online|every adult|adulting|financial|adviser|advisor|nagging|grown up|paperwork|template|mortgage|newborn|baby)\b)/g,
  // Ropes for climbing, sailing or the gym.
  /\bropes? (?:and|for|with) (?:a |my |the )?(?:harness|climbing|belay|carabiners?|boat|sailing|camping|tent|swing|gym|crossfit)\b|\b(?:climbing|jump|skipping|jumping|tow|boat|dock|battle|gym) ropes?\b/g,
  // The same with a first name ("end it with mark", "end things with jess"): a name is one word that is
  // no means and no "all of it", with the end of the sentence or what a breakup is told with after it.
  /\b(?:(?:im |i am |i )?(?:going to|gonna|about to|want to|wanna|need to|have to|will|ill) )?(?:end|ending|break|breaking) (?:things|it|it off|things off) with (?!(?:pills|tablets|meds|medication|rope|gun|knife|blade|razor|bag|helium|alcohol|vodka|whiskey|whisky|booze|drugs|everything|it|this|that|all|one|insulin|paracetamol|tylenol|poison|bleach|charcoal|gas|fire|myself|me|a|the|my|some|dignity|grace|style)\b)[a-z]+(?= *(?:$|[,.!?;]|(?:tonight|tomorrow|today|soon|this (?:week|weekend)|before|after|because|cause|cos|bc|we|were|weve|ive|but|i (?:think|guess|just|dont|cant|love|know))\b))/g,
  /\b(?:(?:im |i am |i )?(?:going to|gonna|about to|want to|wanna|need to|have to|will|ill) )?(?:end|ending|ended|break|breaking|broke) (?:things|it|it off|things off) with (?:my (?:\w+ )?(?:boyfriend|girlfriend|partner|husband|wife|bf|gf|fiance|fiancee|ex|man|girl|guy|date)|him|her|them|\w+ (?:boyfriend|girlfriend|partner|husband|wife|bf|gf))\b/g,
  /\bdead (?:tired|serious|on|wrong|end|last|battery|phone)\b/g,
  // Too much of something harmless, a plumbing or car chore, a submission in a grappling sport.
  /\b(?:overdos\w*|od|oded|odd) on (?:coffee|caffeine|espresso|energy drinks?|sugar|candy|chocolate|cookies|cake|carbs|netflix|tv|anime|reality tv|christmas music|cuteness|memes|sun|sunshine|nostalgia)\b/g,
  /\bbleed(?:ing|ed)? (?:the|my|our) (?:radiators?|brakes?|brake lines?|lines|pipes|air|heating|system)\b/g,
  /\bchok\w* (?:me |him |her |us )?out\b(?<=\b(?:jiu ?jitsu|bjj|judo|mma|wrestl\w*|sparr\w*|grappl\w*|rolling|dojo|coach|training|tournament)\b[^\n]*)|\bchok\w* (?:me |him |her |us )?out\b(?=[^\n]*\b(?:jiu ?jitsu|bjj|judo|mma|wrestl\w*|sparr\w*|grappl\w*|rolling|dojo|training|tournament|class)\b)/g,
  // Wanting to leave a party or a meeting is not wanting to die.
  /\b(?:dont|do not) (?:want|wanna) (?:to )?be here(?: anymore)?\b(?=(?: \w+){0,6} (?:party|meeting|lecture|wedding|event|bar|club|office|shift|queue|dinner|concert|conference|store|mall|class|game|reunion|baby shower)\b)/g,
  /\bbored to death\b/g,
  // Waking up worn out: "feel like i got hit by a truck" is no wish to be hit by one.
  /\blike (?:i|ive|i have|i just|id) (?:got|been|was|just got|just been) (?:hit|run over) by (?:a|the) (?:bus|car|truck|train|lorry)\b/g,
  // Something thrown by a customer, a patient or a child at work: an ordinary bad shift, no abuse at home.
  /\b(?:a |the |this |some |one )?(?:customer|client|guest|patient|shopper|passenger|diner|toddler|kid|student|pupil)s? (?:\w+ )?(?:threw|throws|chucked|tossed|flung) (?:\w+ ){0,3}at (?:me|us)\b/g,
  // A child's dose asked about: "i gave her children's tylenol 4 hours ago, can i give motrin now".
  /\b(?:gave|give|giving|given) (?:her|him|them|my (?:son|daughter|kid|baby|toddler|boy|girl)) (?:some |a dose of )?(?:children'?s|childrens|infant'?s|infants|kids'?|baby) \w+\b/g,
  // A remark reported, then "and i want to kill him": venting about what was said. Only the venting goes;
  // the remark stays to be read ("he said he would hurt the kids if i leave").
  /(?=\b(?:and|so) i )(?<=\b(?:said|says|told me|goes)\b[^\n]{0,80})\b(?:and|so) i (?:want to|wanna|could) (?:kill|murder|strangle) (?:him|her)\b/g,
  // A sibling or a flatmate sworn at: "i swear im going to kill my roommate".
  /\bi (?:swear|swear to god|swear down) (?:im going to|im gonna|i am going to|ill|i will|i'll) (?:kill|murder|strangle|throttle) (?:my )?(?:little |big |older |younger |baby )?(?:brother|sister|roommate|flatmate|housemate|roomie)\b/g,
  // Embarrassment at a message sent to everyone: "i want to die. i replied all".
  /\bi (?:want to|wanna|could|just want to) die\b(?=[\s\S]{0,40}\b(?:replied all|reply all|hit reply|sent (?:it|that|this) to (?:the wrong|everyone|the whole|my boss|the group)|wrong (?:chat|group ?chat|person)|so embarrass\w*|mortified|cringe)\b)/g,
  /\bscared to death\b/g,
  /\b(?:battery|phone|laptop|plant|plants|car|computer|printer|tv|router|headphones|charger) (?:is |was )?(?:going to |gonna |about to |decided to |just |finally |literally )?(?:die|died)\b/g,
  /\b(?:want|wanted|wanting|wish|wished) (?:the )?(?:ground|floor|earth) to (?:swallow|open up and swallow) me(?: up| whole)?\b/g,
  /\b(?:it|that|this|which) (?:would|will|is going to|gonna) (?:literally )?kill me (?:if|when)\b/g,
  /\b(?:my|your|his|her|their) (?:mom|mum|dad|parents?|boss|teacher|coach|sister|brother|wife|husband) (?:will|would|is going to|gonna) kill me\b/g,
  // A haircut; hands torn up by a bar or a climb.
  /\b(?:want|need|going|gonna|about) to cut (?:it|my hair|my fringe|my bangs|them) (?:all )?(?:off|short)\b/g,
  /\b(?:my )?(?:hands|palms) are (?:all )?(?:torn|ripped) up\b(?=[^\n]*\b(?:calluses|callouses|blisters|lifting|deadlifts?|bar|gym|climbing|rowing|pull ?ups?))|\bbleeding (?:calluses|callouses|blisters)\b/g,
  // Unaliving an alarm clock or a raid's tank; a pet put to sleep; a paper cut; a rope for a rig.
  /\b(?:(?:im )?(?:about|going|gonna) to )?unalive (?:my |the |this |that |our |their )?(?:\w+ )?(?:alarm|alarm clock|clock|phone|laptop|computer|printer|router|wifi|tank|healer|boss|teammate|team|character|plant|code|keyboard|neighbours? dog|cat|brother|sister)\b/g,
  /\bits time\b(?=[^\n]*\b(?:vet|put to sleep|put down|shes \d+|hes \d+))|\bits time\b(?<=\b(?:vet|put to sleep|put down|shes \d+|hes \d+)\b[^\n]*)/g,
  /\bbleeding (?:everywhere|a lot|like crazy|so much) from (?:a )?(?:paper ?cut|shaving|my nose|a nosebleed|my gums|a splinter)\b/g,
  /\bropes? for (?:my |the |a )?(?:aerial|yoga|rig|hammock|silks|pulley|swing|tree swing|dog|tow|washing line|clothesline|boat|kayak)\b/g,
  // A sibling's food is no reason: "im going to kill my brother he ate the last of my cake".
  /\b(?:going to|gonna|will|ill|im going to|im gonna|want to|wanna) (?:kill|strangle|murder|throttle) (?:him|her|them|my (?:brother|sister|flatmate|roommate|housemate|husband|wife|boyfriend|girlfriend|dad|mum|mom|son|daughter|landlord|boss|cat|dog))\b(?= (?:because |cause |cos |bc |for )?(?:he |she |they )?(?:ate|eating|took|taking|used|using|stole|borrowed|finished|drank|spoiled|broke|parked|forgot|left)\b)/g,
  // Steak that bleeds; devotion; drowning in work; a cat threatened with treats.
  /\b(?:steak|meat|burger|beef|lamb|venison) (?:is |s )?(?:still )?bleeding\b/g,
  /\b(?:would|id|i would|i'd) (?:throw|fling|put) myself in front of (?:a|the) (?:bus|train|car|truck) for\b|\b(?:would|id) take a bullet for\b/g,
  /\bdrown(?:ing|ed)? myself in (?:work|coffee|tea|music|books|tv|netflix|games|study|studying|revision|assignments|emails|paperwork)\b/g,
  /\b(?:going to|gonna|will|ill|im going to|im gonna) (?:strangle|kill|murder|throttle) (?:him|her|it)\b(?<=\bmy (?:cat|dog|kitten|puppy|parrot|hamster|rabbit|bird)\b[^\n]*)/g,
  /\bunalive (?:this|a|the|my) (?:pint|tub|pizza|burger|cake|ice cream|snack|bag|box|plate|bowl)\b/g,
  // Beaten at a game; vitamins by the handful; away camping.
  /\bbeat (?:me|us|him|her|them) (?:at|in) (?:\w+ ){0,3}(?:game|games|mario kart|kart|chess|cards|fifa|scrabble|monopoly|tennis|golf|pool|darts|poker|uno|a race|trivia|quiz|wordle|bowling)\b/g,
  /\b(?:loads|lots|a lot|a bunch) of (?:those |these |the )?(?:fizzy |effervescent |vitamin \w+ |chewable |cold and flu |gummy )(?:tablets|vitamins|gummies|sweets|lozenges)\b/g,
  /\b(?:not going to|wont|will not|not gonna) be (?:here|around|online) (?:next week|this weekend|for a (?:few days|week|bit|while))\b(?=[^\n]*\b(?:camping|holiday|vacation|trip|festival|visiting|no signal|wifi|travel\w*|hiking|away))/g,
];

export const LAUGHING =
  /\b(?:lol|lmao\w*|lmfao|rofl|haha\w*|hehe\w*|jaja\w*|jeje\w*|jk|just kidding|just joking|emojilaugh|emojiskull|emojieyeroll)\b/;
/** A threat hung on a small annoyance said once more ("if he says 'circle back' one more time"): hyperbole. */
/**
 * A death wish tied to a trigger that comes back ("i want to die every time the train stops", "me quiero morir
 * cada vez que me agacho"): a reaction, said of a moment, not an intent.
 */
export const EVERY_TIME = /\b(?:every time|everytime|each time|whenever|cada vez (?:que|q)|cada que)\b/;
/**
 * Someone else's words reported before a sentence in the first person ("my gran keeps saying when im gone
 * youll get the good china"): the "i" is theirs.
 */
export const REPORTED_SPEECH =
  /\b(?:(?:my|our) (?:\w+ )?(?:gran|granny|grandma|grandpa|grandad|granddad|nan|nana|nanna|grandmother|grandfather|mum|mom|mam|dad|mother|father|aunt|auntie|uncle|abuela|abuelo|mama|papa|tia|tio)|he|she|they) (?:keeps|kept|always|still|often|jokingly)? ?(?:saying|says|said|tells (?:me|us)|told (?:me|us)|jokes|joked|dice|decia|dijo)\b/;
export const ONE_MORE_TIME =
  /\bif (?:he|she|they|you|my \w+|anyone|one more person|someone) (?:\w+ ){0,6}(?:one more time|once more|ever again)\b/;
export const PAST =
  /\b(?:(?:free|clean) (?:from|of) (?:self ?harm|cutting|sh|purging|it)|(?:\d+|one|a|two|three|four|five|six|ten) (?:days?|weeks?|months?|years?) (?:(?:self ?harm|sh|cutting|purge|purging|relapse|binge) )?(?:free|clean|sober|since (?:i|my) last)|cuando (?:intente|me quise|quise|trate de) (?:suicidarme|matarme|quitarme la vida)|(?:a year|one year|\d+ years?|two years|three years) today since i (?:tried|attempted)|hace (?:un|1|dos|2|tres|3) anos? (?:hoy )?que (?:intente|trate de) (?:matarme|suicidarme|quitarme la vida)|(?:\d+|un|una|dos|tres|cuatro|cinco|seis|diez) (?:dias?|semanas?|mes|meses|anos?) (?:sin|limpi[oa] de) (?:cortarme|lastimarme|hacerme dano|autolesionarme|vomitar|purgar|hacerme nada)|used to|years ago|(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|several|many) (?:months|years) ago|when i was (?:younger|a kid|a teen|a teenager|in (?:high school|middle school|college)|\d+)|in the past|as a (?:teen|teenager|kid|child|student)|(?:its|it has) been (?:over |more than |almost )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|many) years|from (?:age )?\d{1,2} (?:to|until|till) \d{1,2}|(?:havent|have not|hasnt) (?:\w+ )?in (?:over |more than |almost )?(?:\d+|a|two|three|four|five|six|seven|eight|nine|ten) (?:years|months)|(?:at age|aged|at the age of) \d{1,2}|(?:hospitali[sz]ed|diagnosed|admitted|treated|started|began) (?:\w+ ){0,3}at (?:1[0-9]|[2-6][0-9])\b(?! (?:pm|am|oclock|tonight|today))|(?:in|back in) (?:19|20)\d{2}|back in (?:high school|middle school|college|\d{4})|(?:days|weeks|months|years) clean|clean (?:for|since)|i was (?:\w+ ){0,3}(?:in|during) (?:college|high school|middle school|my teens|my twenties|uni)|hace (?:(?:\d+|un par de|unos|varios|muchos|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte) )?(?:anos|meses)|cuando (?:era|tenia) (?:nin[oa]|chic[oa]|joven|adolescente|\d+))\b/;

/**
 * A message about a work, a study or a game rather than the writer's own life: a song's words, an essay on
 * domestic violence, a character bleeding out. Only strong markers: "class" or "exam" come up in real
 * crises too often to count.
 */
export const FRAMED =
  /\b(?:(?:the|those|these) (?:self ?harm|suicide|abuse|death|violent|overdose|eating disorder) (?:parts|scenes|chapters|bits)|(?:trabajo|tarea|ensayo|tesis|tesina|investigacion|exposicion|monografia|informe|proyecto|clase|paper) (?:\w+ ){0,3}(?:sobre|acerca de|estudiando|investigando|analizando) (?:el |la |las |los )?(?:suicidio|autolesion\w*|autoles\w*|anorexia|bulimia|trastornos?|violencia|abuso|maltrato|depresion)|fuentes (?:confiables|fiables|sobre)|statistics|stats on|sources on|citations?|bibliography|(?:sociology|psychology|criminology|history|english|law|social work|nursing) (?:paper|project|class|presentation|exam|assignment)|song|songs|lyrics?|album|movie|film|episode|novel|poem|poetry|character|protagonist|villain|essay|research|article|homework|assignment|summari[sz]e|thesis|documentary|podcast|video game|in the game|true crime|dissertation|singing|sang|concert|karaoke|playlist|presentation|for my (?:\w+ ){0,2}(?:degree|course|module|dissertation|seminar)|boss fight|final boss|raid|respawn|npc|speedrun|playthrough|dungeon|parry|hitbox|my character|gameplay|lesson plan|pshe|assembly on|workshop on|training session|nurse on (?:an? |the )?(?:\w+ ){0,2}(?:ward|unit)|at intake|intake assessments?|teaching (?:a|my) class|(?:a|my|the) lesson (?:on|about)|(?:teacher|nurse|counsell?or|doctor|therapist|social worker|youth worker|paramedic|pharmacist) here|(?:im|i am|as) an? (?:school |youth |student |support |care )?(?:counsell?or|teacher|therapist|social worker|youth worker|psychologist|paramedic|pharmacist)|(?:what are|whats|what is|know) the (?:\w+ )?(?:warning )?signs of|what (?:does|do) (?:the )?(?:word |term |abbreviation |acronym )?\w+ (?:\w+ )?(?:mean|stand for)|dungeons and dragons|board game|murder mystery|ensayo|tarea|investigacion|cancion|pelicula|novela|videojuego)\b/;
/** A clause that says the past is back or goes on ("i used to cut, started again tonight", "las vengo juntando hace meses"). */
export const PAST_RETURNS =
  /\b(?:again|right now|rn|tonight|still|anymore|started|relapsed|relapse|back to|ahora|otra vez|de nuevo|vengo \w+(?:ando|iendo)|llevo (?:\w+ ){0,3}\w+(?:ando|iendo))\b/;
/** An ordinary departure that explains a goodbye: a job's last day, retiring, moving, graduating. */
export const ORDINARY_FAREWELL =
  /\b(?:(?:goodbye|bye|farewell)(?: forever)? (?:cubicle|office|desk|twitter|x|instagram|insta|facebook|fb|tiktok|snapchat|reddit|social media|this app|that job|this job|this place|that place|school|uni|college|dorm)\b|deleting (?:my|the|all my) (?:accounts?|apps?|socials)|(?:hand|hands|handed|handing|put|putting) (?:in )?my notice|handed my notice in|goodbye to (?:that|this|the) (?:hellhole|job|place|office|company|dump|shithole|warehouse|shop)|(?<!\bmy )(?<!\bown )funeral|memorial service|passed (?:away )?peacefully|retiring|retire|retirement|last day (?:at|of) (?:work|school|this job|the job|the office)|my last day|last shift|moving (?:away|abroad|to|out|into|in with)|care home|nursing home|hospice|palliative care|end of life care|retirement (?:home|village)|assisted living|sheltered housing|furnished flat|graduat\w*|new job|leaving (?:the|this|my) (?:job|company|school|team|city)|farewell party|going away party|on (?:vacation|holiday)|travel\w*|(?:a|my|our|the) trip|out of town|(?:the|our|my|big) move|before (?:i|we) move|relocat\w*|moving house|moving day|declutter\w*|downsiz\w*|(?:round the world|world|gap year|road|school|business|work) trip|gap year|(?:leaving|left|retiring|retired) (?:the company |the firm |the job |work |the school )?after (?:\d+|twenty|thirty|forty) years|(?:goodbye|farewell|leaving) (?:emails?|card|drinks|party|lunch|speech|cake|do)|(?:salir(?:me)?|me voy a salir|me salgo|desaparecer|alejarme|borrarme|desconectarme) (?:un tiempo |un rato )?(?:de|de todas) (?:las )?(?:redes|insta|instagram|tiktok|face|facebook|twitter|whats)|(?:deleting|deleted|deactivating|taking a break from|off) (?:insta|instagram|tiktok|socials|social media|twitter|snap|snapchat|facebook|fb) (?:for|until|till) (?:lent|a (?:while|week|month|bit)|exams|finals|my mental health|easter|christmas)|see (?:you|u|ya) (?:all )?(?:at|after) (?:easter|christmas|xmas|the new year|new year|the holidays)|se (?:jubila|retira|muda|va a vivir)|(?:ultimo|ultima) (?:dia|semana) de (?:clases|cole|colegio|liceo|prepa|secundaria|secu|escuela)|mudanza|me mudo|nos mudamos|me voy a vivir|me jubilo|jubilacion|me mudo|me gradu\w*|(?:ultimo|ultima) (?:dia|semana|turno|jornada|clase) (?:en|de) (?:la |el |mi )?(?:empresa|trabajo|chamba|pega|curro|laburo|oficina|tienda|escuela|colegio|uni|universidad|facultad|prepa|practicas|pasantia)|renuncie|me cambio de (?:trabajo|chamba|empresa|ciudad|casa|escuela|colegio)|(?:nuevo|otro) trabajo|trabajo nuevo|nueva chamba|mi reemplazo|(?:for|over) the holidays|see (?:you|ya|u) (?:all )?(?:in|after) (?:january|february|march|april|may|june|july|august|september|october|november|december|the new year|(?:a |two |three )?weeks?)|(?:christmas|xmas|winter|summer|spring|easter|half term|thanksgiving) (?:break|holidays?|hols)|conference|business trip|work trip|away (?:for|at) (?:\d+|a few|two|three|the) (?:days|nights|weeks?|weekend|conference)|me voy (?:pa|para|a) (?:la |el )?\w+ (?:una|un|unos|unas|dos|tres|el|este) (?:semana|semanas|dias|mes|finde|fin de semana|puente)|(?:me voy|nos vamos|estare|estoy) de (?:viaje|vacaciones|paseo)|(?:for|until) the (?:year|summer|semester|term|season)|flying (?:out|off|back|home)|(?:my|the) flight|exchange (?:year|semester|program\w*)|study abroad|working holiday|voy a estar desconectad[oa]|me jubilo|jubilacion|me mudo|mudanza)\b/;

/** Signs that the writer speaks of themselves now, which a frame does not explain away. */
export const SELF_NOW =
  /\b(?:i havent stopped|i cant stop|im still|ive been (?:cutting|bleeding|drinking|taking)|i want(?! to (?:learn|know|understand|help|support|make sure|ask|find out|be (?:prepared|ready|a better)))|i wanna|im going to|im gonna|i will|ill|i need to|i have to|ahora|hoy|esta noche|ya no|quiero|voy a)\b/;
/**
 * An English word of now, which speaks of the writer unless its sentence is about someone else ("a man who
 * survived and now gives talks"); chat drops the "i" ("starting tonight. already bought the stuff"), so only a
 * sentence with another subject and no first person is someone else's. Spanish words stand in SELF_NOW.
 */
export const NOW_WORD = /\b(?:now|tonight|today|rn|right now|anymore|again|already)\b/;
export const FIRST_PERSON_WORD = /\b(?:i|im|me|my|mine|myself|ive|id|ill)\b/;
export const THIRD_PERSON_WORD =
  /\b(?:he|she|they|hes|shes|theyre|his|her|their|who|guy|man|woman|girl|boy|character|protagonist|author|singer)\b/;

/** Negation of intent right before a match, with only filler words in between. */
export const NEGATION =
  /\b(?:not|never|no|dont|doesnt|didnt|wont|wouldnt|isnt|arent|aint|nor|neither|no longer|havent|hasnt|without|zero)\s+(?:(?:ever|really|actually|honestly|seriously|even|currently|going|gonna|to|want|wanna|plan|planning|intend|intending|be|am|feel|feeling|have|had|having|any|thoughts?|of|about|trying|try|urges?|desire|intention|intentions|wish|wishing|like|that|would|will|do|gonna|ever|anymore|at|all|want|wanted|need|plans?|thinking|think|thought|i|myself)\s+){0,6}$/;
