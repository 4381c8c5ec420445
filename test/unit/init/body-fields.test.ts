// The @RequestBody type of a POST or PUT handler and its JSON fields, read from Java and Kotlin
// sources: what `init --discover --writes` keeps of a GET answer to build a write's body.
import { describe, expect, it } from 'vitest';
import { scanSources, type SourceFile } from '../../../src/init/endpoints.js';

const controller: SourceFile = {
  path: 'src/main/java/app/UserController.java',
  content: `
package app;
@RestController
@RequestMapping("/api/user")
public class UserController {
    @GetMapping("/getUserListAll")
    public List<UserRes> all() { return service.all(); }
    @PostMapping("/addUser")
    public ResponseEntity<UserRes> addUser(@RequestBody UserReq userReq) { return null; }
    @PutMapping("/updateUser/{id}")
    public UserRes update(@PathVariable("id") Long id, @Valid @RequestBody final UserReq req) { return null; }
    @PostMapping("/notes")
    public Created create(@RequestBody Note.Draft draft) { return null; }
    @PostMapping("/bulk")
    public void bulk(@RequestBody List<UserReq> all) {}
    @PostMapping("/raw")
    public void raw(@RequestBody String text) {}
    @PostMapping("/{id}/cancel")
    public void cancel(@PathVariable long id, @RequestParam String reason) {}
    @GetMapping("/odd")
    public UserRes odd(@RequestBody UserReq req) { return null; }
}`,
};

const lombok: SourceFile = {
  path: 'src/main/java/app/UserReq.java',
  content: `
package app;
@Data @NoArgsConstructor
public class UserReq extends Audited {
    private static final long serialVersionUID = 1L;
    public static String TABLE = "users";
    @NotBlank(message = "a name; is required")
    @Size(min = 2, max = 255)
    private String name;
    @JsonProperty("e_mail") private String email;
    @JsonIgnore private String secret;
    private final List<String> tags = new ArrayList<>();
    private Map<String, Integer> scores;
    public String getName() { String local = "x"; return name; }
    static class Inner { private String hidden; }
}`,
};

const parent: SourceFile = {
  path: 'src/main/java/app/Audited.java',
  content: 'package app;\npublic abstract class Audited { protected String createdBy; }',
};

const record: SourceFile = {
  path: 'src/main/java/app/Note.java',
  content: `
package app;
public record Note(long id, String title) {
    public record Draft(@NotBlank String title, String body, List<String> tags) {
        public Draft { tags = tags == null ? List.of() : tags; }
    }
}`,
};

describe('request body types and their fields', () => {
  it('names the @RequestBody type of POST and PUT handlers and reads its fields', () => {
    const endpoints = scanSources([controller, lombok, parent, record]);
    const of = (method: string, path: string) =>
      endpoints.find((e) => e.method === method && e.path === path)!;
    expect(of('POST', '/api/user/addUser')).toMatchObject({
      bodyType: 'UserReq',
      // the superclass's field first; static, ignored and nested types' fields left out
      bodyFields: ['createdBy', 'name', 'e_mail', 'tags', 'scores'],
    });
    expect(of('PUT', '/api/user/updateUser/{id}').bodyType).toBe('UserReq');
    expect(of('POST', '/api/user/notes')).toMatchObject({
      bodyType: 'Draft',
      bodyFields: ['title', 'body', 'tags'],
    });
    // A list, a text, no body, and a GET: no type whose fields the sources give.
    for (const [method, path] of [
      ['POST', '/api/user/bulk'],
      ['POST', '/api/user/raw'],
      ['POST', '/api/user/{id}/cancel'],
      ['GET', '/api/user/odd'],
    ] as const) {
      expect(of(method, path).bodyType, `${method} ${path}`).toBeUndefined();
      expect(of(method, path).bodyFields).toBeUndefined();
    }
  });

  it('reads a Kotlin data class: constructor and body properties, not its functions', () => {
    const endpoints = scanSources([
      {
        path: 'src/main/kotlin/app/Orders.kt',
        content: `
package app
@RestController
class Orders {
    @PostMapping("/orders")
    fun place(@Valid @RequestBody request: OrderRequest?): OrderView = TODO()
}
data class OrderRequest(
    @field:JsonProperty("customer_id") val customerId: Long,
    val lines: List<Line> = emptyList(),
    private val note: String? = null,
    count: Int = 0,
) : Base() {
    var priority: Int = 0
    fun total(): Int = lines.size
    companion object { const val MAX = 5 }
}
open class Base { val channel: String = "web" }
`,
      },
    ]);
    expect(endpoints[0]).toMatchObject({
      method: 'POST',
      bodyType: 'OrderRequest',
      bodyFields: ['channel', 'customer_id', 'lines', 'note', 'priority'],
    });
  });

  it('leaves the fields out when the type is not in the sources', () => {
    const [endpoint] = scanSources([controller]).filter((e) => e.path === '/api/user/addUser');
    expect(endpoint).toMatchObject({ bodyType: 'UserReq' });
    expect(endpoint!.bodyFields).toBeUndefined();
  });
});
